import { activated, cardScript, characteristics, objectSet, onEnter, restSelf, scavenge, staticAbility, triggered } from '../../define.js';

export default cardScript('bandit-gaze-leader', {
  abilities: [
    triggered(onEnter(), [scavenge(6, { type: 'ALLY', subtype: 'RACCOON' })]),
    staticAbility(characteristics([{ kind: 'gainAbility', ability: activated([restSelf()], [{ op: 'banishCard', target: 0 }], { targets: [{ kind: 'graveyardCard' }] }) }], objectSet('yourAllies', { subtype: 'RACCOON' }))),
  ],
});
