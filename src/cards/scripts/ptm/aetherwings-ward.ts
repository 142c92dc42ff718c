import { cardScript, championDistant, draw, ifThen, target, targetWeapon } from '../../define.js';

export default cardScript('aetherwings-ward', {
  targets: [targetWeapon({ controller: 'you', subtype: 'AETHERWING' })],
  onResolve: [
    { op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' },
    ifThen(championDistant(), [draw(1)]),
  ],
});
