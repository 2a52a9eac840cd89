// The dogs module's door: dogs, their pictures, their details modal and timeline (which ask the
// other services for their parts through their own doors).
export { type DogsContext, dogsContext } from './dogs.context';
export { getDogDetails } from './dogs.details';
export { isPictureFileName, PICTURE_CONTENT_TYPE } from './dogs.pictures';
export { dogsRestRoutes } from './dogs.rest';
export { dogsRouter } from './dogs.router';
export { refreshDogSearchText } from './dogs.search';
export { createDog } from './dogs.writes';
