import { cardScript, classBonus, load, may, onHit, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('seafletched-serpent', {
  keywordValues: { pride: 2 },
  abilities: [triggered(onHit(), [may(load(target(0)))], { condition: classBonus(), targets: [targetWeapon({ controller: 'you', subtype: 'BOW', loaded: false })] })],
});
