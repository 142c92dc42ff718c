import { activated, buffPower, cardScript, classBonus, load, onHit, restSelf, target, targetAlly, targetWeapon, triggered } from '../../define.js';

export default cardScript('turbulent-bullet', {
  keywords: ['renewable'],
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    triggered(onHit(), [buffPower(target(0), 1), buffPower(target(1), 1)], {
      condition: classBonus(),
      targets: [targetAlly({ controller: 'you', optional: true }), targetAlly({ controller: 'you', optional: true })],
    }),
  ],
});
