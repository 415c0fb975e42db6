import { Button } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'

/** A list that could not load: why, in words, and a retry that waits while it runs. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  retrying,
}: {
  message: string
  retryLabel: string
  onRetry: () => void
  retrying: boolean
}) {
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <p role="alert" className="flex items-start gap-2.5 text-sm font-medium text-danger">
        <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        {retryLabel}
      </Button>
    </div>
  )
}
