// The daycare module's door: packages of days and visits. What other modules and the app use.
export { dogDaycareRemovals } from './daycare.audit';
export { type DaycareBoard, daycareBoard } from './daycare.board';
export { type DaycareContext, daycareContext } from './daycare.context';
export { dogDaycareHistory } from './daycare.history';
export { daycareRestRoutes } from './daycare.rest';
export { daycareRouter } from './daycare.router';
export { dogDaycareTimeline } from './daycare.timeline';
export { purchasePackage } from './packages.service';
export { checkIn, checkOut } from './visits.service';
