import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet finds its default marker images from its stylesheet's URL, which a bundler
 * rewrites (DESIGN §9 "set Leaflet's marker icon URLs explicitly under Vite"): give it the
 * bundled images instead. The members' map draws its own markers; this keeps any default
 * marker working.
 */
L.Icon.Default.mergeOptions({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
});

export { L };
