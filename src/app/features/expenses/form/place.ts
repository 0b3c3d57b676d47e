/**
 * Where an expense belongs, as one form value: a property (`property:<id>`), a unit (`unit:<id>`, whose property the
 * server fills in), or `''` for a company-wide expense. One picker offers both, so a phone shows one field.
 */
export type Place = { propertyId: string | null; unitId: string | null };

export const propertyPlace = (id: string) => `property:${id}`;
export const unitPlace = (id: string) => `unit:${id}`;

/** The body's two ids from the form's one value. */
export function placeIds(place: string): Place {
  if (place.startsWith('unit:')) return { propertyId: null, unitId: place.slice('unit:'.length) };
  if (place.startsWith('property:')) return { propertyId: place.slice('property:'.length), unitId: null };
  return { propertyId: null, unitId: null };
}

/** The form's value from a record: its unit when it has one (the property follows), else its property. */
export function placeOf(record: Place): string {
  if (record.unitId) return unitPlace(record.unitId);
  if (record.propertyId) return propertyPlace(record.propertyId);
  return '';
}

/** How a record's place reads: "A-03-02 · Vista Residences", the property alone, or nothing (company-wide). */
export function placeLabelOf(record: { propertyName: string | null; unitName: string | null }): string {
  if (record.unitName) return record.propertyName ? `${record.unitName} · ${record.propertyName}` : record.unitName;
  return record.propertyName ?? '';
}
