import { atBeginningOfYourRecollection, cardScript, draw, ifThen, onEnter, triggered } from '../../define.js';

export default cardScript('kaleidoscope-barrette', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    triggered(atBeginningOfYourRecollection(), [
      { op: 'empowerPerControlled', type: 'PHANTASIA' },
      ifThen({ kind: 'controlsType', type: 'PHANTASIA', min: 4 }, [{ op: 'preserveTopOfDeck' }]),
    ]),
  ],
});
