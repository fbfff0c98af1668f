const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route id can name a record (ids are UUIDs); anything else is "not found" without a request. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
