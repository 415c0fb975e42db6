import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const jobId = '6f1c3c1e-3f5e-4f55-9a3e-2b1d0c9e8a7f'
const chain = buildChainInfo({ features: ['CSV_TX_EXPORT'] })

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>
let statusReads = 0
let fail = false
const launches: string[] = []

beforeAll(async () => {
  fixture = await startGatewayFixture((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const job = { id: jobId, name: 'csv-export', data: {}, timestamp: 1, progress: 0 }
    if (request.method === 'POST' && url.pathname === `/v1/export/chains/31337/${safe}`) {
      launches.push(body)
      return sendJson(response, 202, job)
    }
    if (url.pathname === `/v1/export/${jobId}/status`) {
      statusReads += 1
      if (fail) return sendJson(response, 200, { ...job, failedReason: 'Gave up after 10 attempts' })
      // As behind a proxy: the link names the host the gateway saw; the browser goes through its own base.
      return statusReads < 2
        ? sendJson(response, 200, { ...job, progress: 40 })
        : sendJson(response, 200, {
            ...job,
            progress: 100,
            returnValue: { downloadUrl: `http://gateway.internal/v1/export/${jobId}/download` },
          })
    }
    return sendJson(response, 404, { code: 404, message: 'An error occurred' })
  })
  configureGateway(fixture.url)
})
afterEach(() => {
  statusReads = 0
  fail = false
  launches.length = 0
  vi.restoreAllMocks()
})
afterAll(async () => {
  await fixture.close()
})

describe('ExportCsvButton', () => {
  it('is not shown where the chain does not advertise CSV_TX_EXPORT', () => {
    render(<ExportCsvButton chain={buildChainInfo({ features: [] })} safeAddress={safe} />)
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull()
  })

  it('launches the export, shows its progress and saves the file through the gateway’s own base', async () => {
    const clicks: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download })
    })
    render(<ExportCsvButton chain={chain} safeAddress={safe} />)
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }))
    const running = await screen.findByRole('button', { name: /Exporting… 40 %/ }, { timeout: 3000 })
    expect(running).toHaveProperty('disabled', true)
    await waitFor(() => expect(clicks).toHaveLength(1), { timeout: 5000 })
    expect(launches).toEqual(['{}'])
    expect(clicks[0]?.href).toBe(`${fixture.url}/v1/export/${jobId}/download`)
    expect(clicks[0]?.download).toMatch(new RegExp(`^transaction-export-${safe}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `${fixture.url}/v1/export/${jobId}/download`,
    )
    expect(screen.getByRole('button', { name: /Export CSV/ })).toHaveProperty('disabled', false)
  })

  it('says why an export failed and lets the person try again', async () => {
    fail = true
    render(<ExportCsvButton chain={chain} safeAddress={safe} />)
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toBe('The export failed: Gave up after 10 attempts')
    expect(screen.getByRole('button', { name: /Export CSV/ })).toHaveProperty('disabled', false)
  })
})
