// The artisan pin (25×41 px, SPEC 9) drawn on a canvas at twice the resolution, for maplibre's addImage.

export const PIN_IMAGE_ID = 'artisan-pin';
export const PIN_WIDTH = 25;
export const PIN_HEIGHT = 41;
const RATIO = 2;

export function createPinImage(): { image: ImageData; pixelRatio: number } | null {
  const canvas = document.createElement('canvas');
  canvas.width = PIN_WIDTH * RATIO;
  canvas.height = PIN_HEIGHT * RATIO;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(RATIO, RATIO);
  const cx = PIN_WIDTH / 2;
  const radius = 11;
  const cy = radius + 1;
  // A drop: a circle whose tangents meet at the bottom centre, the point that touches the artisan's position.
  context.beginPath();
  context.moveTo(cx, PIN_HEIGHT - 1);
  context.bezierCurveTo(cx - 3, 28, 1, 22, 1, cy);
  context.arc(cx, cy, cx - 1, Math.PI, 0);
  context.bezierCurveTo(PIN_WIDTH - 1, 22, cx + 3, 28, cx, PIN_HEIGHT - 1);
  context.closePath();
  context.fillStyle = '#b5522b';
  context.fill();
  context.lineWidth = 1.5;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.beginPath();
  context.arc(cx, cy, 4.5, 0, Math.PI * 2);
  context.fillStyle = '#ffffff';
  context.fill();
  return { image: context.getImageData(0, 0, canvas.width, canvas.height), pixelRatio: RATIO };
}
