import { cardScript, classBonus, mill, onHit, triggered } from '../../define.js';

export default cardScript('aquamirage-whisper', {
  keywords: ['spellshroud'],
  abilities: [triggered(onHit(), [{ op: 'glimpse', count: 1, plusX: true }, mill(1, 'you')], { condition: classBonus() })],
});
