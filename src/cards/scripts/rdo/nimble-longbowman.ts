import { cardScript, classBonus, onEnter, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('nimble-longbowman', {
  keywords: ['fastActivation'],
  keywordValues: { ranged: 1 },
  abilities: [
    staticAbility({ kind: 'entersState', state: 'distant', whose: 'self' }, classBonus()),
    triggered(onEnter(), [{ op: 'becomeDistant', subject: yourChampion() }]),
  ],
});
