import { activated, atBeginningOfNextEndPhase, cardScript, modifyLevel, putCounters, restSelf, self, target, triggered, whenever, yourChampion } from '../../define.js';

const music = { of: 'selfCounters', counter: 'music' } as const;

export default cardScript('discordia-harp-of-malice', {
  abilities: [
    triggered(whenever('activates', { who: 'you', anySubtype: ['HARMONY', 'MELODY'] }), [putCounters(self(), 'music', 1)]),
    // X is read once as it resolves (its last-known counters if it has left), and stays fixed.
    activated([restSelf()], [
      { op: 'scaled', x: music, sign: -1, effect: modifyLevel(target(0), 0) },
      { op: 'scaled', x: music, effect: modifyLevel(yourChampion(), 0) },
      atBeginningOfNextEndPhase([{ op: 'banish', subject: self() }]),
    ], { targets: [{ kind: 'champion' }] }),
  ],
});
