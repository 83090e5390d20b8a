// PostgreSQL type -> JSON Schema, the way PostgREST maps them: ints are
// integer int32/int64, numerics number, json has no type, arrays are arrays,
// dates and timestamptz are formatted strings, everything else a string.

export type JsonSchema = { [key: string]: unknown };

export function schemaForPgType(pgType: string, opts: { nullable: boolean }): JsonSchema {
  const type = pgType.trim();
  if (type.endsWith('[]')) {
    const items = schemaForPgType(type.slice(0, -2), { nullable: false });
    return { type: withNull('array', opts.nullable), items };
  }
  const base = type.replace(/\(.*\)$/, '').trim(); // numeric(10,2), character varying(14)
  switch (base) {
    case 'smallint':
    case 'integer':
      return { type: withNull('integer', opts.nullable), format: 'int32' };
    case 'bigint':
      return { type: withNull('integer', opts.nullable), format: 'int64' };
    case 'numeric':
    case 'real':
    case 'double precision':
      return { type: withNull('number', opts.nullable) };
    case 'boolean':
      return { type: withNull('boolean', opts.nullable) };
    case 'json':
    case 'jsonb':
      return {}; // any JSON value, null included
    case 'date':
      return { type: withNull('string', opts.nullable), format: 'date' };
    case 'timestamp with time zone':
      return { type: withNull('string', opts.nullable), format: 'date-time' };
    default:
      return { type: withNull('string', opts.nullable) };
  }
}

function withNull(type: string, nullable: boolean): string | string[] {
  return nullable ? [type, 'null'] : type;
}

/** The schema restricted to the listed values (null stays allowed where the schema allows it). */
export function withEnum(schema: JsonSchema, values: readonly string[] | undefined, nullable: boolean): JsonSchema {
  if (!values?.length) return schema;
  return { ...schema, enum: nullable ? [...values, null] : [...values] };
}
