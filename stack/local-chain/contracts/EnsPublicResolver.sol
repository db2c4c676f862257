// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IEnsRegistryOwners {
    function owner(bytes32 node) external view returns (address);
    function isApprovedForAll(address nodeOwner, address operator) external view returns (bool);
}

/// @notice A public resolver: addr (EIP-137, and ENSIP-9/EIP-2304 coin types), name (EIP-181)
/// and text (EIP-634) records, written by the node's owner (or an operator) in the registry.
contract EnsPublicResolver {
    uint256 private constant COIN_TYPE_ETH = 60;

    IEnsRegistryOwners public immutable registry;
    mapping(bytes32 => mapping(uint256 => bytes)) private addresses;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;

    event AddrChanged(bytes32 indexed node, address a);
    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);
    event NameChanged(bytes32 indexed node, string name);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    error Unauthorised(bytes32 node, address caller);

    constructor(IEnsRegistryOwners ensRegistry) {
        registry = ensRegistry;
    }

    modifier authorised(bytes32 node) {
        address nodeOwner = registry.owner(node);
        if (nodeOwner != msg.sender && !registry.isApprovedForAll(nodeOwner, msg.sender)) {
            revert Unauthorised(node, msg.sender);
        }
        _;
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        _setAddr(node, COIN_TYPE_ETH, abi.encodePacked(a));
    }

    function setAddr(bytes32 node, uint256 coinType, bytes memory a) external authorised(node) {
        _setAddr(node, coinType, a);
    }

    function addr(bytes32 node) external view returns (address payable) {
        bytes memory a = addresses[node][COIN_TYPE_ETH];
        if (a.length != 20) return payable(address(0));
        return payable(address(bytes20(a)));
    }

    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory) {
        return addresses[node][coinType];
    }

    function setName(bytes32 node, string calldata newName) external authorised(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x3b3b57de // addr(bytes32)
            || interfaceId == 0xf1cb7e06 // addr(bytes32,uint256)
            || interfaceId == 0x691f3431 // name(bytes32)
            || interfaceId == 0x59d1d43c; // text(bytes32,string)
    }

    function _setAddr(bytes32 node, uint256 coinType, bytes memory a) private {
        emit AddressChanged(node, coinType, a);
        if (coinType == COIN_TYPE_ETH) emit AddrChanged(node, address(bytes20(a)));
        addresses[node][coinType] = a;
    }
}
