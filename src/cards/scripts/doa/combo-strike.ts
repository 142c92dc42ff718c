import { classBonus, cardScript, levelRestriction, triggered, yourChampion } from '../../define.js';

export default cardScript('combo-strike', {
  abilities: [
    triggered({ on: 'kill' }, [{ op: 'wakeUp', subject: yourChampion() }], { condition: { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] } }),
  ],
});
