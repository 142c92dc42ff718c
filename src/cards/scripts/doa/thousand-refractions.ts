import { cardScript, classBonus, ifThen, onHit, prepared, triggered, yourChampion } from '../../define.js';

export default cardScript('thousand-refractions', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  abilities: [
    triggered(onHit(), [ifThen(prepared(), [{ op: 'wakeUp', subject: yourChampion() }, { op: 'attackCardTo', to: 'hand' }])], { condition: classBonus() }),
  ],
});
