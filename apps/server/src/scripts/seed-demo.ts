// Fills a database with a demo business. Filled in with the owners and dogs issue.
console.log('Nothing to seed yet.');
