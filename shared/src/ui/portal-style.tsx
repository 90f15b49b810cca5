/**
 * A component's stylesheet. React hoists it into the document head once, however many instances
 * render, so each native component carries its own CSS beside its markup.
 */
export function PortalStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`portal-ui-${name}`} precedence="portal-ui">
      {css}
    </style>
  );
}
