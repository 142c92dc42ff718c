import { cardScript, onEnter, triggered } from '../../define.js';

const gyCard = { kind: 'graveyardCard', optional: true, singleGraveyard: true } as const;

export default cardScript('scavenging-raccoon', {
  abilities: [triggered(onEnter(), [{ op: 'banishCard', target: 0 }, { op: 'banishCard', target: 1 }], { targets: [gyCard, gyCard] })],
});
