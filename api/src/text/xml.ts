// Escaping for XML text and attribute values: the sitemap (routes/sitemap.ts) and the zone map's SVG
// (geo/zone-map.ts).
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}
