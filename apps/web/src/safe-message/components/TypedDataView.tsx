import { ownProperty, type TypedDataField } from '@coffer/safe'
import type { AddressNamer } from '../../transactions/components/AddressNamer.ts'
import { NamedAddress } from '../../transactions/components/NamedAddress.tsx'
import { t } from '../i18n/t.ts'
import type { TypedDataMessage } from '../model/toTypedDataMessage.ts'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const label = 'text-xs font-semibold tracking-wide text-ink-muted uppercase'

/** One value by its declared type: structs and arrays nest, addresses are named, the rest is shown as signed. */
function FieldValue({
  data,
  type,
  value,
  namer,
}: {
  data: TypedDataMessage
  type: string
  value: unknown
  namer: AddressNamer
}) {
  const array = type.match(/^(.*)\[\d*\]$/)
  if (array && Array.isArray(value)) {
    const element = array[1] ?? ''
    if (value.length === 0)
      return <span className="text-sm text-ink-muted">{t('safe_message.empty_list')}</span>
    return (
      <ol className="flex flex-col gap-2">
        {value.map((item, index) => (
          // Array items have no id; their position is what the signature covers.
          // biome-ignore lint/suspicious/noArrayIndexKey: the data is fixed once parsed
          <li key={index} className="flex gap-2">
            <span className="pt-0.5 text-xs text-ink-muted tabular-nums">{index}.</span>
            <div className="min-w-0 flex-1">
              <FieldValue data={data} type={element} value={item} namer={namer} />
            </div>
          </li>
        ))}
      </ol>
    )
  }
  const struct = ownProperty(data.types, type)
  if (struct && isRecord(value))
    return <Fields data={data} fields={struct} value={value} namer={namer} nested />
  if (type === 'address' && typeof value === 'string') return <NamedAddress namer={namer} address={value} />
  return (
    <span className="font-mono text-xs break-all">
      {typeof value === 'string' ? value : JSON.stringify(value)}
    </span>
  )
}

function Fields({
  data,
  fields,
  value,
  namer,
  nested = false,
}: {
  data: TypedDataMessage
  fields: readonly TypedDataField[]
  value: Record<string, unknown>
  namer: AddressNamer
  nested?: boolean
}) {
  return (
    <dl className={`flex flex-col gap-2 ${nested ? 'border-l-2 border-line pl-3' : ''}`}>
      {fields.map((field) => (
        <div key={field.name} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm">
            <span className="font-semibold">{field.name}</span>{' '}
            <span className="font-mono text-xs text-ink-muted">{field.type}</span>
          </dt>
          <dd className="min-w-0">
            <FieldValue data={data} type={field.type} value={ownProperty(value, field.name)} namer={namer} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

const domainKeys = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const

/** Typed data as people read it: its domain, its primary type, and its fields as a tree, in declared order. */
export function TypedDataView({ data, namer }: { data: TypedDataMessage; namer: AddressNamer }) {
  const { domain } = data
  return (
    <div className="flex flex-col gap-3" data-testid="typed-data">
      <section className="flex flex-col gap-2">
        <h4 className={label}>{t('safe_message.domain')}</h4>
        <dl className="flex flex-col gap-1.5">
          {domainKeys.map((key) => {
            const value = domain[key]
            if (value === undefined) return null
            return (
              <div key={key} className="flex min-w-0 flex-col gap-0.5">
                <dt className="text-sm font-semibold">{t(`safe_message.domain_fields.${key}`)}</dt>
                <dd className="min-w-0">
                  {key === 'verifyingContract' ? (
                    <NamedAddress namer={namer} address={String(value)} />
                  ) : (
                    <span className="font-mono text-xs break-all">{String(value)}</span>
                  )}
                </dd>
              </div>
            )
          })}
        </dl>
      </section>
      <section className="flex flex-col gap-2">
        <h4 className={label}>
          {t('safe_message.fields')}: <span className="font-mono normal-case">{data.primaryType}</span>
        </h4>
        <Fields
          data={data}
          fields={ownProperty(data.types, data.primaryType) ?? []}
          value={data.message}
          namer={namer}
        />
      </section>
    </div>
  )
}
