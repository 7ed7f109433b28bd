import { panIntoView, POPUP_MARGIN } from './popup-in-view';

const frame = { left: 0, top: 100, right: 800, bottom: 700 };

describe('panIntoView', () => {
  it('leaves a popup that is whole inside the map', () => {
    expect(panIntoView({ left: 300, top: 300, right: 500, bottom: 500 }, frame)).toEqual([0, 0]);
  });

  it('brings down a popup whose top is cut off (a pin near the top edge)', () => {
    // panBy with a negative y moves the content down.
    expect(panIntoView({ left: 300, top: 40, right: 500, bottom: 240 }, frame)).toEqual([
      0,
      40 - 100 - POPUP_MARGIN,
    ]);
  });

  it('brings in a popup across the left, right or bottom edge', () => {
    expect(panIntoView({ left: -50, top: 300, right: 150, bottom: 500 }, frame)).toEqual([
      -50 - POPUP_MARGIN,
      0,
    ]);
    expect(panIntoView({ left: 700, top: 300, right: 900, bottom: 500 }, frame)).toEqual([
      900 - 800 + POPUP_MARGIN,
      0,
    ]);
    expect(panIntoView({ left: 300, top: 600, right: 500, bottom: 750 }, frame)).toEqual([
      0,
      750 - 700 + POPUP_MARGIN,
    ]);
  });

  it('shows the top of a popup taller than the map', () => {
    expect(panIntoView({ left: 300, top: 50, right: 500, bottom: 800 }, frame)).toEqual([
      0,
      50 - 100 - POPUP_MARGIN,
    ]);
  });
});
