import { cardScript, setElement, staticAbility } from '../../define.js';

export default cardScript('nullifying-lantern', {
  abilities: [staticAbility({ kind: 'characteristics', changes: [setElement('NORM')], cards: { zone: 'graveyard', whose: 'each' } })],
});
