import { cameraPosition, type Box, type Bounds } from '@shop/engine/browser';
import { OrbitControls } from '@react-three/drei';
import { Canvas, useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';

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

function centreOf(bounds: Bounds) {
  return [((bounds.min.x + bounds.max.x) / 2) * SCALE, ((bounds.min.y + bounds.max.y) / 2) * SCALE, ((bounds.min.z + bounds.max.z) / 2) * SCALE] as const;
}

/** Puts the camera at the model's default position (0.7/0.7/0.7 of its size, 001 §9) once, looking at its centre. */
function CameraRig({ bounds, exploded }: { bounds: Bounds; exploded: boolean }) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls) as unknown as { target: { set(x: number, y: number, z: number): void }; update(): void } | null;
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  useLayoutEffect(() => {
    const position = cameraPosition(bounds);
    const [x, y, z] = centreOf(bounds);
    // The explosion drawing spreads the model by half again: step back as far.
    const distance = exploded ? 1.5 : 1;
    camera.position.set(x + (position.x * SCALE - x) * distance, y + (position.y * SCALE - y) * distance, z + (position.z * SCALE - z) * distance);
    camera.lookAt(x, y, z);
    camera.near = 0.01;
    camera.far = 1000;
    // The default position stays; a lens zoomed out just enough keeps the whole model in view,
    // also in a narrow (portrait) view on a phone.
    const lens = camera as unknown as { fov?: number; zoom: number };
    if (lens.fov !== undefined && width > 0 && height > 0) {
      const size = [bounds.max.x - bounds.min.x, bounds.max.y - bounds.min.y, bounds.max.z - bounds.min.z];
      const radius = (Math.hypot(...size) / 2) * SCALE * distance * 1.08;
      const away = Math.hypot(camera.position.x - x, camera.position.y - y, camera.position.z - z);
      const needed = Math.tan(Math.asin(Math.min(0.99, radius / Math.max(away, 1e-6))));
      const available = Math.tan((lens.fov * Math.PI) / 360) * Math.min(1, width / height);
      lens.zoom = Math.min(1, available / needed);
    }
    camera.updateProjectionMatrix();
    controls?.target.set(x, y, z);
    controls?.update();
    // On opening, when the controls appear and when the explosion drawing is switched (bounds
    // left out on purpose): typing must not throw the view around.
  }, [camera, controls, exploded, width, height]);
  return null;
}

function BoxMesh({ box, exploded }: { box: Box; exploded: boolean }) {
  const offset = exploded ? box.explosion : { x: 0, y: 0, z: 0 };
  return (
    <mesh position={[(box.position.x + offset.x) * SCALE, (box.position.y + offset.y) * SCALE, (box.position.z + offset.z) * SCALE]}>
      <boxGeometry args={[box.size.x * SCALE, box.size.y * SCALE, box.size.z * SCALE]} />
      <meshStandardMaterial color={boxColour(box.material)} roughness={0.85} />
    </mesh>
  );
}

/**
 * The live 3D view of a model's boxes (the same boxes the part list is made of): orbit controls,
 * the default camera, and the explosion drawing moving each box by its explosion offset. The
 * canvas keeps its drawing buffer so the configurator can take its picture.
 */
export default function Model3D({
  boxes,
  bounds,
  exploded,
  onCanvas,
}: {
  boxes: readonly Box[];
  bounds: Bounds;
  exploded: boolean;
  onCanvas?: (canvas: HTMLCanvasElement | null) => void;
}) {
  return (
    <div className="model-3d" data-testid="model-3d" data-box-count={boxes.length} data-exploded={exploded ? 'true' : 'false'}>
    <Canvas
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      dpr={[1, 2]}
      camera={{ fov: 40 }}
      onCreated={({ gl }) => onCanvas?.(gl.domElement)}
      aria-label="3D-Ansicht des konfigurierten Produkts"
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
      <CameraRig bounds={bounds} exploded={exploded} />
    </Canvas>
    </div>
  );
}
