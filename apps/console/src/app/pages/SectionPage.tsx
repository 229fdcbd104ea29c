/** A section of the console whose screens are still to come: its heading, so the navigation leads somewhere. */
export function SectionPage({ title, description }: { title: string; description: string }) {
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="font-bold text-2xl">
        {title}
      </h1>
      <p className="mt-2 text-slate-700">{description}</p>
    </section>
  );
}
