// Hotel at scale: overview, All Bookings and booking create. Written by the hotel work; until then it reports itself skipped.
export default {
  title: 'Hotel at scale',
  async run() {
    return { figures: [], skipped: 'the hotel benchmark is not written yet' };
  },
};
