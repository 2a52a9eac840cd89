// Dogs: every use case of the dogs module, importable from here. Split by use case:
// dogs.context.ts (what a call receives), dogs.lists.ts (one dog, list and search, picker, breeds,
// Overview figures), dogs.full-list.ts (the streamed REST list), dogs.details.ts (the details
// modal with history), dogs.timeline.ts (the modal's Timeline tab and its chart), dog-changes.ts (the
// record's change history) and dogs.writes.ts (create, update, pictures, delete). Notes: ./README.md.
export { type DogsContext, dogsContext } from './dogs.context';
export { getDogDetails } from './dogs.details';
export {
  type DogRow,
  dogOptions,
  dogsOverview,
  forgetDogCounts,
  getDog,
  listBreeds,
  listDogs,
  SCAN_COUNT_TTL_MS,
  toDogDto,
} from './dogs.reads';
export { allDogsRestJson, FULL_LIST_BATCH } from './dogs.stream';
export { dogMeasurements, dogTimeline } from './dogs.timeline';
export { createDog, deleteDog, removeDogPicture, setDogPicture, updateDog } from './dogs.writes';
