import { cardScript, drawIntoMemory, ifThen, not, staticAbility, yourChampion } from '../../define.js';

// "If you do": only when the champion was rested and is awake after the wake-up.
export default cardScript('lurid-dreaming', {
  onResolve: [ifThen(not({ kind: 'championAwake' }), [{ op: 'wakeUp', subject: yourChampion() }, ifThen({ kind: 'championAwake' }, [drawIntoMemory(1)])])],
  abilities: [staticAbility({ kind: 'activateOnly' }, { kind: 'opponentsPhase', phase: 'end' })],
});
