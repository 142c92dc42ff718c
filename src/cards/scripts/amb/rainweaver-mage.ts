import { cardScript, classBonus, empower, onEnter, triggered } from '../../define.js';

export default cardScript('rainweaver-mage', {
  abilities: [triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: {}, floatingMemory: true, max: 1, then: [empower(4)] }], { condition: classBonus() })],
});
