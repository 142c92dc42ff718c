import { activated, cardScript, putCounters, restSelf, self } from '../../define.js';

export default cardScript('merlin-memory-thief', {
  abilities: [
    // Rest: a card chosen from any graveyard is banished; one with Floating Memory gives Merlin a level counter.
    activated([restSelf()], [{ op: 'banishFromAnyGraveyard', ifFloatingMemory: [putCounters(self(), 'level', 1)] }]),
  ],
});
