import { activated, buffPower, cardScript, modifyLevel, modifyLife, restSelf, target, targetAlly, yourChampion } from '../../define.js';

const beast = targetAlly({ anySubtype: ['ANIMAL', 'BEAST'] });

export default cardScript('flute-of-taming', {
  abilities: [
    activated([restSelf()], [modifyLevel(yourChampion(), 1)]),
    { kind: 'activated', costs: [restSelf()], speed: 'fast', effects: [], modes: [{ targets: [beast], effects: [buffPower(target(0), 1)] }, { targets: [beast], effects: [modifyLife(target(0), 1)] }] },
  ],
});
