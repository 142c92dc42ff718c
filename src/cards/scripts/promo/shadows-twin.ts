import { buffPower, cardScript, classBonus, self, staticAbility, triggered } from '../../define.js';

export default cardScript('shadows-twin', {
  abilities: [
    triggered({ on: 'becomesLoaded' }, [buffPower(self(), 2)]),
    staticAbility({ kind: 'onHitTwice' }, classBonus()),
  ],
});
