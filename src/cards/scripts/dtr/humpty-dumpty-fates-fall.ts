import { activated, addTypes, becomes, cardScript, payReserve, putCounters, restSelf, self, setBaseStat } from '../../define.js';

export default cardScript('humpty-dumpty-fates-fall', {
  abilities: [
    activated([restSelf()], [putCounters(self(), 'buff', 1), { op: 'scaled', x: { of: 'selfCounters', counter: 'buff' }, effect: { op: 'glimpse', count: 0 } }]),
    activated([payReserve(2)], [becomes(self(), [addTypes(['ALLY']), setBaseStat('power', 0), setBaseStat('life', 0)], 'untilEndOfTurn')]),
  ],
});
