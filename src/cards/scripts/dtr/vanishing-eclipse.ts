import { cardScript, staticAbility, target, targetAlly, yourChampion } from '../../define.js';

export default cardScript('vanishing-eclipse', {
  targets: [targetAlly()],
  onResolve: [{ op: 'returnToZone', subject: target(0), zone: 'deckTop' }, { op: 'becomeDistant', subject: yourChampion() }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'aethercalling' }, { kind: 'elementBonus', element: 'ASTRA' })],
});
