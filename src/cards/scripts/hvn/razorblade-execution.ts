import { cardScript, classBonus, ifThen, imbue, imbued, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('razorblade-execution', {
  imbue: [imbue(3)],
  abilities: [triggered({ on: 'kill' }, [ifThen(imbued(), [putCounters(yourChampion(), 'preparation', 1)])], { condition: classBonus() })],
});
