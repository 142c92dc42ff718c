import { buffPower, classBonus, cardScript, onHit, self, staticAbility, triggered } from '../../define.js';

export default cardScript('tweedledee-contrarian-poet', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()),
    triggered(onHit(), [buffPower(self(), -3, 'permanent')]),
  ],
});
