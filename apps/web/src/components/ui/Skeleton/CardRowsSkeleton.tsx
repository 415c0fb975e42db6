import { Card } from '../Card/Card.tsx'
import { Skeleton } from './Skeleton.tsx'

/** Three placeholder rows in a card (an icon, a title over a subtitle, a status pill): a list still loading. */
export function CardRowsSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden" aria-busy>
      {['a', 'b', 'c'].map((key) => (
        <div key={key} className="flex items-center gap-3 border-b border-line px-5 py-4 last:border-b-0">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-20" />
          </div>
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
      ))}
    </Card>
  )
}
