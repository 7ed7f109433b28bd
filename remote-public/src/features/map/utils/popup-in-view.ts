// How far to pan the map so that an open popup is whole inside it: a pin near an edge opens its popup across that
// edge (above a pin near the top, its top was cut off). The amounts are in screen pixels, for maplibre's panBy
// (positive x moves the view right, so the content left).

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The room kept between the popup and the map's edge, in pixels. */
export const POPUP_MARGIN = 12;

function shift(start: number, end: number, frameStart: number, frameEnd: number): number {
  // Taller or wider than the map: its start (the title, the close button) first.
  if (end - start > frameEnd - frameStart - 2 * POPUP_MARGIN) return start - (frameStart + POPUP_MARGIN);
  if (start < frameStart + POPUP_MARGIN) return start - (frameStart + POPUP_MARGIN);
  if (end > frameEnd - POPUP_MARGIN) return end - (frameEnd - POPUP_MARGIN);
  return 0;
}

/** [x, y] for panBy that brings `popup` inside `frame` with POPUP_MARGIN around it; [0, 0] when it is already. */
export function panIntoView(popup: Box, frame: Box): [number, number] {
  return [
    Math.round(shift(popup.left, popup.right, frame.left, frame.right)),
    Math.round(shift(popup.top, popup.bottom, frame.top, frame.bottom)),
  ];
}
