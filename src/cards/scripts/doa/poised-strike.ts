import { cardScript, classBonus, ifThen, onHit, prepared, triggered, yourChampion } from '../../define.js';

export default cardScript('poised-strike', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  abilities: [triggered(onHit(), [ifThen(prepared(), [{ op: 'wakeUp', subject: yourChampion() }])], { condition: classBonus() })],
});
