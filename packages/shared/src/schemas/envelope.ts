import { z } from 'zod';

/** The success envelope of a call whose data has this schema. */
export const successEnvelope = <D extends z.ZodType>(data: D) => z.object({ success: z.literal(true), data });

/** The failure envelope: a stable code, a message in the reader's language, and optional data. */
export const failureEnvelope = z.object({
  success: z.literal(false),
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown(),
});

/** data.fields of a validation failure (code 4000): field name to localized message. */
export const validationFailureData = z.object({ fields: z.record(z.string(), z.string()) });

/** A page of a list call. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
