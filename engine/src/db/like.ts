/** A text with LIKE's wildcards (% and _) and the escape character escaped: matched as typed. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE / ILIKE pattern of "contains this text". */
export const likeTerm = (text: string): string => `%${escapeLike(text)}%`;
