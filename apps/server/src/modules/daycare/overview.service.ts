// The Overview tab, the check-in picker, and a dog's daycare history for the details modal.
import type { TCheckInOption, TCheckInOptionsInput, TDaycareOverview, TDogDetails } from '@pawdesk/domain';
import type { DaycareContext } from './daycare.context';

const todo = (): never => {
  throw new Error('not implemented yet');
};

export async function daycareOverview(_ctx: DaycareContext): Promise<TDaycareOverview> {
  return todo();
}
/** Dogs matching the search that are not checked in now, each with the package a check-in would use. */
export async function checkInOptions(
  _ctx: DaycareContext,
  _input: TCheckInOptionsInput,
): Promise<TCheckInOption[]> {
  return todo();
}
/** The dog details modal's Daycare Visits tab: the 5 most recent visits and the total. */
export async function dogDaycareHistory(
  _ctx: DaycareContext,
  _dogId: string,
): Promise<TDogDetails['history']['daycareVisits']> {
  return todo();
}
