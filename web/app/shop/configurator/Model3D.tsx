import type { Box, Bounds, Vec3 } from '@shop/engine/browser';
import { Edges, OrbitControls } from '@react-three/drei';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { DEFAULT_DIRECTION, drawnBounds, fitCamera, viewDirection, type CameraView } from './camera-fit';
import { screenshotOf } from './configurator-screenshot';
import { useT } from '../../i18n/i18n';

/** mm → scene units (metres): three.js works best near 1. */
const SCALE = 1 / 1000;

const MATERIAL_COLOURS: Record<string, string> = {
  SPRUCE_FIR_SAWN: '#dcb57e',
  LARCH_SAWN: '#c48a55',
  OSB: '#d2a65c',
  PLYWOOD_MARITIME_PINE: '#e3c393',
  MDF: '#b8977a',
  PLYWOOD_POPLAR: '#ead3a8',
  PAVATEX: '#7d5e45',
  WISA_SPRUCE_PLYWOOD: '#e9cf9b',
};

/** Colour of a box by its material or piece code (blocks, cushions, castors). */
export function boxColour(material: string): string {
  if (MATERIAL_COLOURS[material]) return MATERIAL_COLOURS[material];
  if (material.startsWith('BLOCK')) return '#a07d58';
  if (material.startsWith('CUSHION') || material === 'MATTRESS') return '#60707c';
  if (material === 'CASTOR') return '#333333';
  return '#cfab7a';
}

/** What the configurator can ask of the 3D view: refit it, or take the cart picture of the fitted view. */
export interface Model3DView {
  /** Back to the default direction, the whole model in view ('Ansicht zurücksetzen'). */
  reset(): void;
  /** The cart picture (data URL) of the whole model seen from the user's direction; the user's view is kept. */
  picture(size: number): string | null;
}

type Lens = { fov?: number; zoom: number; near: number; far: number; updateProjectionMatrix(): void };
type Controls = { target: { x: number; y: number; z: number; set(x: number, y: number, z: number): void }; update(): void };

/**
 * Fits the camera to the drawn model (fitCamera) when it opens, whenever the model's bounds change
 * (the crate grows, the explosion drawing is switched) and when the canvas is resized; refits keep
 * the direction the user turned the model to, only 'Ansicht zurücksetzen' goes back to the home
 * direction: the product's camera position, else 0.7/0.7/0.7 (001 §5, §9; decision 969).
 */
function CameraRig({ bounds, home, viewRef }: { bounds: Bounds; home: Vec3; viewRef: RefObject<Model3DView | null> }) {
  const camera = useThree((state) => state.camera);
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useThree((state) => state.controls) as unknown as Controls | null;
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  // The orbit centre in mm as last set here (the controls are not there on the first render).
  const target = useRef<Vec3 | null>(null);
  // The controls whose orbit centre was set here; a pan moves their centre, a new one starts at 0/0/0.
  const synced = useRef<Controls | null>(null);
  const boundsKey = `${bounds.min.x}/${bounds.min.y}/${bounds.min.z}/${bounds.max.x}/${bounds.max.y}/${bounds.max.z}`;

  const current = (): CameraView | null => {
    if (!target.current) return null;
    const centre = controls && synced.current === controls ? { x: controls.target.x / SCALE, y: controls.target.y / SCALE, z: controls.target.z / SCALE } : target.current;
    return { position: { x: camera.position.x / SCALE, y: camera.position.y / SCALE, z: camera.position.z / SCALE }, target: centre };
  };
  const apply = (view: CameraView) => {
    const lens = camera as unknown as Lens;
    camera.position.set(view.position.x * SCALE, view.position.y * SCALE, view.position.z * SCALE);
    camera.lookAt(view.target.x * SCALE, view.target.y * SCALE, view.target.z * SCALE);
    lens.zoom = 1;
    lens.near = 0.01;
    lens.far = 1000;
    lens.updateProjectionMatrix();
    controls?.target.set(view.target.x * SCALE, view.target.y * SCALE, view.target.z * SCALE);
    controls?.update();
    target.current = view.target;
    synced.current = controls;
    // The camera moved outside React: the next frame draws it (frameloop="demand").
    invalidate();
  };
  const fit = (direction?: Vec3) => {
    const lens = camera as unknown as Lens;
    const before = current();
    apply(fitCamera(bounds, lens.fov ?? 40, width / Math.max(height, 1), direction ?? (before ? viewDirection(before) : home)));
  };

  useLayoutEffect(() => {
    if (width <= 0 || height <= 0) return;
    fit();
    // Refit on a new model size, canvas size or controls, not on every render.
  }, [boundsKey, width, height, controls]);

  useLayoutEffect(() => {
    viewRef.current = {
      reset: () => fit(home),
      picture: (size) => {
        const before = current();
        fit();
        gl.render(scene, camera);
        const picture = screenshotOf(gl.domElement, size);
        if (before) apply(before);
        gl.render(scene, camera);
        return picture;
      },
    };
    return () => {
      viewRef.current = null;
    };
  });
  return null;
}

function BoxMesh({ box, exploded }: { box: Box; exploded: boolean }) {
  const offset = exploded ? box.explosion : { x: 0, y: 0, z: 0 };
  return (
    <mesh position={[(box.position.x + offset.x) * SCALE, (box.position.y + offset.y) * SCALE, (box.position.z + offset.z) * SCALE]}>
      <boxGeometry args={[box.size.x * SCALE, box.size.y * SCALE, box.size.z * SCALE]} />
      <meshStandardMaterial color={boxColour(box.material)} roughness={0.85} />
      {/* Flush boxes of one colour (a bundle of boards) read as one block without their edges. */}
      <Edges color={EDGE_COLOUR} threshold={15} />
    </mesh>
  );
}

const EDGE_COLOUR = '#4a3520';

/**
 * Writes onto the view's element, on each frame drawn, the number of frames drawn so far
 * (data-frames: a still view draws none, decision 1074) and the number of outlined boxes in the
 * scene (data-outline-count: each board of a bundle is drawn on its own), for the browser tests.
 */
function FrameProbe({ target }: { target: RefObject<HTMLDivElement | null> }) {
  const scene = useThree((state) => state.scene);
  const frames = useRef(0);
  useFrame(() => {
    const element = target.current;
    if (!element) return;
    frames.current += 1;
    element.dataset.frames = String(frames.current);
    let count = 0;
    scene.traverse((object) => {
      const line = object as { isLineSegments?: boolean; isLineSegments2?: boolean };
      // drei's <Edges> draws a LineSegments2 (a thick line) inside its box.
      if ((line.isLineSegments || line.isLineSegments2) && (object.parent as { isMesh?: boolean } | null)?.isMesh) count++;
    });
    const text = String(count);
    if (element.dataset.outlineCount !== text) element.dataset.outlineCount = text;
  });
  return null;
}

/**
 * The live 3D view of a model's boxes (the same boxes the part list is made of): orbit controls,
 * a camera fitted to the drawn model, 'Ansicht zurücksetzen', and the explosion drawing moving each
 * box by its explosion offset. `viewRef` gives the configurator the view's reset and its cart picture.
 */
export default function Model3D({
  boxes,
  bounds,
  exploded,
  direction = DEFAULT_DIRECTION,
  viewRef: outerRef,
}: {
  boxes: readonly Box[];
  bounds: Bounds;
  exploded: boolean;
  /** The product's viewing direction (its camera position, decision 969); the default 0.7/0.7/0.7. */
  direction?: Vec3;
  /** Filled with the view's reset and cart picture for the configurator. */
  viewRef?: RefObject<Model3DView | null>;
}) {
  const t = useT();
  const drawn = useMemo(() => drawnBounds(boxes, exploded, bounds), [boxes, exploded, bounds]);
  const ownRef = useRef<Model3DView | null>(null);
  const viewRef = outerRef ?? ownRef;
  const container = useRef<HTMLDivElement | null>(null);
  return (
    <div ref={container} className="model-3d" data-testid="model-3d" data-box-count={boxes.length} data-exploded={exploded ? 'true' : 'false'}>
      {/* Drawn on demand: when the model, the canvas or the camera changes (the orbit controls and
          CameraRig ask for a frame), never 60 times a second for a still model (decision 1074). */}
      <Canvas
        frameloop="demand"
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        dpr={[1, 2]}
        camera={{ fov: 40 }}
        aria-label={t('configurator.view3d')}
        role="img"
      >
        <color attach="background" args={['#f7f3ec']} />
        <ambientLight intensity={0.9} />
        <directionalLight position={[3, 6, 4]} intensity={1.6} />
        <directionalLight position={[-4, 2, -3]} intensity={0.5} />
        {boxes.map((box, index) => (
          <BoxMesh key={index} box={box} exploded={exploded} />
        ))}
        <OrbitControls makeDefault enableDamping={false} />
        <CameraRig bounds={drawn} home={direction} viewRef={viewRef} />
        <FrameProbe target={container} />
      </Canvas>
      <button type="button" className="button button--small model-3d__reset" onClick={() => viewRef.current?.reset()}>
        {t('configurator.resetView')}
      </button>
    </div>
  );
}
