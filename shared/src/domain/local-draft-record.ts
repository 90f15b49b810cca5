/**
 * The frame of a wizard's local draft record (spec part 1 §3: data, currentStep, lastSaved) as stored text:
 * an object whose currentStep is a whole step of the wizard and whose lastSaved is a time. Anything else is a
 * corrupt draft (spec part 1 §8: discarded), null here. Its data and any field of its own are the wizard's to check.
 */
export function localDraftRecord(text: string | null, steps: { first: number; last: number }): (Record<string, unknown> & { currentStep: number; lastSaved: string }) | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const step = record.currentStep;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < steps.first || step > steps.last) return null;
  if (typeof record.lastSaved !== 'string' || Number.isNaN(Date.parse(record.lastSaved))) return null;
  return { ...record, currentStep: step, lastSaved: record.lastSaved };
}
