import { atBeginningOfYourEndPhase, cardScript, triggered } from '../../define.js';

export default cardScript('diao-chan-dreaming-wish', {
  abilities: [
    // Inherited Effect (kept while this card is anywhere in the lineage).
    {
      ...triggered(atBeginningOfYourEndPhase(), [{ op: 'topUpChampionCounters', counter: 'glimmer', type: 'PHANTASIA' }], {
        condition: { kind: 'championCountersBelowCount', counter: 'glimmer', type: 'PHANTASIA' },
      }),
      inherited: true,
    },
  ],
});
