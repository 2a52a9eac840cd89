// The owners module's door: the dogs' owners (households).
export { ownersRestRoutes } from './owners.rest';
export { ownersRouter } from './owners.router';
export { createOwner } from './owners.service';
