// The JSON Schema of a constant JSON value (the catalog api.catalog() returns):
// every key it has is required, arrays take the union of their items' shapes
// (keys every item has are required), scalars their JSON type. Deterministic,
// so openapi.json changes exactly when catalog.json does.
import type { JsonSchema } from './openapi-types.js';

export function jsonSchemaOf(value: unknown): JsonSchema {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return value.length ? { type: 'array', items: unionOf(value.map(jsonSchemaOf)) } : { type: 'array' };
  switch (typeof value) {
    case 'string':
      return { type: 'string' };
    case 'boolean':
      return { type: 'boolean' };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'object': {
      const entries = Object.entries(value as Record<string, unknown>);
      const properties = Object.fromEntries(entries.map(([k, v]) => [k, jsonSchemaOf(v)]));
      return { type: 'object', properties, ...(entries.length ? { required: entries.map(([k]) => k) } : {}) };
    }
    default:
      throw new Error(`no JSON Schema for a ${typeof value}`);
  }
}

/** One schema for items of several shapes: objects merge (keys in all of them required), others list once each. */
function unionOf(schemas: JsonSchema[]): JsonSchema {
  const distinct = [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()];
  if (distinct.length === 1) return distinct[0];
  if (distinct.every((s) => s.type === 'object')) return mergeObjects(distinct);
  if (distinct.every((s) => s.type === 'array')) {
    const items = distinct.flatMap((s) => (s.items ? [s.items as JsonSchema] : []));
    return items.length ? { type: 'array', items: unionOf(items) } : { type: 'array' };
  }
  const objects = distinct.filter((s) => s.type === 'object');
  const others = distinct.filter((s) => s.type !== 'object');
  return { anyOf: [...others, ...(objects.length ? [mergeObjects(objects)] : [])] };
}

function mergeObjects(schemas: JsonSchema[]): JsonSchema {
  const keys = [...new Set(schemas.flatMap((s) => Object.keys((s.properties ?? {}) as object)))];
  const properties = Object.fromEntries(
    keys.map((k) => [k, unionOf(schemas.flatMap((s) => ((s.properties as Record<string, JsonSchema>)?.[k] ? [(s.properties as Record<string, JsonSchema>)[k]] : [])))]),
  );
  const required = keys.filter((k) => schemas.every((s) => ((s.required as string[] | undefined) ?? []).includes(k)));
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}
