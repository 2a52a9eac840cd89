// Daycare visits: All Visits (paged), today's visits, check-in, check-out, delete.
import type {
  TCheckInInput,
  TCheckOutInput,
  TDaycareVisit,
  TVisitListInput,
  TVisitPage,
} from '@pawdesk/domain';
import type { DaycareContext } from './daycare.context';

const todo = (): never => {
  throw new Error('not implemented yet');
};

/** All Visits: search by dog name, breed or owner, status and day filters, newest first. */
export async function listVisits(_ctx: DaycareContext, _input: TVisitListInput): Promise<TVisitPage> {
  return todo();
}
/** Today's visits (the logs page and the check-out select), earliest check-in first. */
export async function listTodayVisits(_ctx: DaycareContext): Promise<TDaycareVisit[]> {
  return todo();
}
export async function getVisit(_ctx: DaycareContext, _id: string): Promise<TDaycareVisit> {
  return todo();
}
export async function checkIn(_ctx: DaycareContext, _input: TCheckInInput): Promise<TDaycareVisit> {
  return todo();
}
export async function checkOut(_ctx: DaycareContext, _input: TCheckOutInput): Promise<TDaycareVisit> {
  return todo();
}
export async function deleteVisit(_ctx: DaycareContext, _id: string): Promise<{ id: string }> {
  return todo();
}
