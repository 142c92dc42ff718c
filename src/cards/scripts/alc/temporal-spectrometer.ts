import { activated, cardScript, putCounters, restSelf, self, staticAbility } from '../../define.js';

// Resting it stores time counters; sacrificed while a memory cost is paid, it pays that many.
export default cardScript('temporal-spectrometer', {
  keywords: ['divineRelic'],
  abilities: [
    activated([restSelf()], [putCounters(self(), 'time', 1)]),
    staticAbility({ kind: 'paysMemory', by: 'sacrifice', perCounter: 'time' }),
  ],
});
