/** What an app shows when it is not running inside a Safe host. */
export function OutsideSafe({ appName }: { appName: string }) {
  return (
    <main className="page">
      <section className="card outside" aria-labelledby="outside-title">
        <h1 id="outside-title">{appName}</h1>
        <p>
          This is a Safe App: it runs inside a Safe interface, which gives it the Safe to work with. Open it
          from a Safe&rsquo;s <strong>Apps</strong> page in Coffer.
        </p>
      </section>
    </main>
  )
}
